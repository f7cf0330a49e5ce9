/**
 * @seatline/ui/build: the apps' Vite plugins (the initial-JavaScript budget and the precompressed copies). Node-only,
 * so apart from the package index, which is browser code; the apps' vite.config.ts and the server's tests import it.
 */
export { bundleBudget } from "./bundle-budget";
export { precompress, precompressDir } from "./precompress";
