// Minimal typing for the Vite-provided env used by this package (apps get the full vite/client types).
interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
