import { describe, expect, it } from "vitest";
import { defangLinks } from "./defang-links";

describe("defangLinks (guest words never become a link)", () => {
  it("breaks schemes, host names, addresses and IPs", () => {
    expect(defangLinks("Pay your deposit at https://pay.evil.example/x?y=1 now")).toBe(
      "Pay your deposit at https[:]//pay[.]evil[.]example/x?y=1 now",
    );
    expect(defangLinks("www.evil.com or evil.co")).toBe("www[.]evil[.]com or evil[.]co");
    expect(defangLinks("mail me: ann@evil.com")).toBe("mail me: ann@evil[.]com");
    expect(defangLinks("ftp://10.0.0.1/a")).toBe("ftp[:]//10[.]0[.]0[.]1/a");
  });

  it("leaves ordinary words alone", () => {
    const plain = "Window seat, e.g. by the bar. 2.5 hours; birthday! Niño's cake at 7:30.";
    expect(defangLinks(plain)).toBe(plain);
  });
});
