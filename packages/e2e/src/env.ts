export const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://127.0.0.1:${port}`;
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const demo = { email: "demo@seatline.dev", password: "seatline-demo" } as const;
export const rival = { email: "rival@seatline.dev", password: "seatline-rival" } as const;
