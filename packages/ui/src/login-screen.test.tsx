import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthProvider } from "./auth-context";
import { LOGIN_FAILED_MESSAGE } from "./auth-errors";
import { type AuthStore, createAuthStore } from "./auth-store";
import { fakeApi } from "./auth-test-fixtures";
import { LoginScreen } from "./login-screen";
import { theme } from "./theme";

function renderLogin(store: AuthStore) {
  return render(
    <MantineProvider theme={theme}>
      <AuthProvider store={store}>
        <MemoryRouter initialEntries={["/login"]}>
          <Routes>
            <Route path="/login" element={<LoginScreen onSuccessPath="/app" />} />
            <Route path="/app" element={<h1>Inside the app</h1>} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </MantineProvider>,
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

describe("LoginScreen", () => {
  it("enables Sign In only when both fields are filled, and sends the e-mail lower-cased", async () => {
    const api = fakeApi();
    renderLogin(createAuthStore({ api }));
    const button = screen.getByRole("button", { name: "Sign In" });
    expect(button).toHaveProperty("disabled", true);
    fill("Email Address", "Demo@Seatline.dev");
    expect(button).toHaveProperty("disabled", true);
    fill("Password", "seatline-demo");
    expect(button).toHaveProperty("disabled", false);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(api.login).toHaveBeenCalledWith({ email: "demo@seatline.dev", password: "seatline-demo" });
    expect(await screen.findByRole("heading", { name: "Inside the app" })).toBeTruthy();
  });

  it("shows the documented alert when signing in fails", async () => {
    renderLogin(createAuthStore({ api: fakeApi(() => Promise.reject(new Error("401"))) }));
    fill("Email Address", "a@b.c");
    fill("Password", "wrong");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    });
    expect((await screen.findByRole("alert")).textContent).toContain(LOGIN_FAILED_MESSAGE);
  });
});
