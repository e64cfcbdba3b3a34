import { listDurableObjectIds } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type ChatMessage, newSessionId } from "../../contracts/chat";
import type { Env } from "../env";
import { chatBrowser } from "../test/chat";

const namespace = (env as Env).CHAT_SESSION;
const ids = async () => (await listDurableObjectIds(namespace)).map((id) => id.toString()).sort();

describe("reading a chat's history", () => {
  it("should create no Durable Object for a session nobody has written to", async () => {
    const visitor = chatBrowser("198.51.100.31");
    // The visitor has a chat cookie (from a conversation of their own) and asks for someone else's ids.
    expect((await visitor.send(newSessionId(), "Do you repair siding?")).status).toBe(200);
    const before = await ids();
    for (let i = 0; i < 5; i++) {
      const response = await visitor.history(newSessionId());
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    }
    expect(await ids()).toEqual(before);
  });

  it("should still return a known session's history to its owner, and nothing to another browser", async () => {
    const owner = chatBrowser("198.51.100.32");
    const sessionId = newSessionId();
    expect((await owner.send(sessionId, "How long does a roof replacement take?")).status).toBe(200);
    const history = (await (await owner.history(sessionId)).json()) as ChatMessage[];
    expect(history.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(history[0]!.content).toBe("How long does a roof replacement take?");

    const stranger = chatBrowser("198.51.100.33");
    await stranger.send(newSessionId(), "Hello");
    expect(await (await stranger.history(sessionId)).json()).toEqual([]);
  });
});
