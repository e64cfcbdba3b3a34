import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "../../contracts/z";
import { jsonInput, jsonOnly } from "./json-input";

const schema = z.object({ name: z.string({ error: "Please enter your name" }).min(2, "Please enter your name") });
const app = new Hono();
app.post("/default", jsonInput(schema), (c) => c.json({ hello: c.req.valid("json").name }));
app.post("/message", jsonInput(schema, "Tell us who you are."), (c) => c.json({ hello: c.req.valid("json").name }));
app.post(
  "/own",
  jsonInput(schema, (c, error) => c.json({ first: error.issues[0]!.message }, 400)),
  (c) => c.text("ok"),
);
app.post("/any", jsonOnly, (c) => c.text("ok"));

const post = (path: string, body: string, type = "application/json") =>
  app.request(path, { method: "POST", body, headers: { "Content-Type": type } });
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

describe("jsonInput", () => {
  it("should hand the handler the schema's output", async () => {
    const response = await post("/default", '{"name":"Ann"}', "application/json; charset=utf-8");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hello: "Ann" });
  });

  it("should answer 415 before reading a body that is not declared JSON, even JSON-looking or broken", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/ld+json", ""]) {
      const response = await post("/default", "{not json", type);
      expect(response.status).toBe(415);
      expect((await errorOf(response)).code).toBe("unsupported_media_type");
    }
  });

  it("should answer 400 invalid_json for a body that does not parse, before the schema", async () => {
    const response = await post("/default", '{"name":', "application/json");
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "invalid_json", message: "The request body must be a JSON object." });
  });

  it("should answer 400 validation_failed with each field's message and the route's own message", async () => {
    const standard = await post("/default", '{"name":"A"}');
    expect(standard.status).toBe(400);
    expect(await standard.json()).toEqual({
      error: { code: "validation_failed", message: "Please correct the highlighted fields.", fields: { name: "Please enter your name" } },
    });
    expect((await errorOf(await post("/message", "[]"))).message).toBe("Tell us who you are.");
    expect(await (await post("/own", "{}")).json()).toEqual({ first: "Please enter your name" });
  });

  it("should take any JSON without a schema, and still refuse what is not JSON", async () => {
    expect((await post("/any", "{}")).status).toBe(200);
    expect((await post("/any", "{}", "text/plain")).status).toBe(415);
    expect((await post("/any", "nope")).status).toBe(400);
  });
});
