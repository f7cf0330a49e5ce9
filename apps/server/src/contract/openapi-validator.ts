/**
 * Checks a live answer against /api/openapi.json: the status must be documented for the operation, the content
 * type must be a documented one, documented headers must be present and match their schema (Retry-After on 429),
 * and the body must match the documented schema (strict objects: an undocumented field fails). ajv (JSON Schema
 * 2020-12, the dialect of OpenAPI 3.1) compiles the document's own schemas.
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

type Json = Record<string, unknown>;
interface MediaType {
  schema: Json;
}
interface ResponseDoc {
  headers?: Record<string, { schema: Json; required?: boolean }>;
  content?: Record<string, MediaType>;
}
export interface OperationDoc {
  operationId: string;
  responses: Record<string, ResponseDoc>;
}
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

// ajv-formats is CommonJS with a default export.
const addFormats = ((addFormatsModule as { default?: unknown }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv2020,
) => void;

export class OpenApiValidator {
  private readonly ajv = new Ajv2020({ allErrors: true, strict: true });
  private readonly compiled = new Map<string, ValidateFunction>();
  readonly operations = new Map<string, { method: string; path: string; op: OperationDoc }>();

  constructor(readonly document: Json) {
    addFormats(this.ajv);
    const components = (document.components as { schemas: Json }).schemas;
    this.ajv.addSchema({ $id: "components", $defs: this.rewrite(components) });
    for (const [path, item] of Object.entries(
      document.paths as Record<string, Record<string, OperationDoc>>,
    )) {
      for (const [method, op] of Object.entries(item)) {
        this.operations.set(op.operationId, { method: method.toUpperCase(), path, op });
      }
    }
  }

  private rewrite<T>(schema: T): T {
    return JSON.parse(JSON.stringify(schema).replaceAll("#/components/schemas/", "components#/$defs/"));
  }

  private validatorFor(key: string, schema: Json): ValidateFunction {
    let v = this.compiled.get(key);
    if (!v) {
      v = this.ajv.compile(this.rewrite(schema));
      this.compiled.set(key, v);
    }
    return v;
  }

  /** The problems of one answer to operationId (empty when it matches the document). */
  problems(operationId: string, res: Answer): string[] {
    const entry = this.operations.get(operationId);
    if (!entry) return [`${operationId} is not in the document`];
    const doc = entry.op.responses[String(res.statusCode)];
    if (!doc) {
      return [`status ${res.statusCode} is not documented (${Object.keys(entry.op.responses).join(", ")})`];
    }
    const out: string[] = [];
    for (const [name, h] of Object.entries(doc.headers ?? {})) {
      const raw = res.headers[name.toLowerCase()];
      if (raw === undefined) {
        if (h.required) out.push(`header ${name} is missing`);
        continue;
      }
      const value = h.schema.type === "integer" ? Number(raw) : raw;
      const v = this.validatorFor(`${operationId} ${res.statusCode} header ${name}`, h.schema);
      if (!v(value)) out.push(`header ${name}=${String(raw)}: ${this.ajv.errorsText(v.errors)}`);
    }
    const type =
      String(res.headers["content-type"] ?? "")
        .split(";")[0]
        ?.trim() ?? "";
    const media = doc.content?.[type];
    if (!media) return [...out, `content-type "${type}" is not documented for ${res.statusCode}`];
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return [...out, "the body is not JSON"];
    }
    const v = this.validatorFor(`${operationId} ${res.statusCode} ${type}`, media.schema);
    if (!v(body)) out.push(`body: ${this.ajv.errorsText(v.errors, { separator: "; " })}`);
    return out;
  }
}
