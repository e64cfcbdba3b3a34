import { type ChatService, DEFAULT_CHAT_SERVICE } from "../../../contracts/chat";

/**
 * The service the chat's contact form starts with: the one the visitor is reading about
 * (/roofing, /emergency-roof-repair, /roofing-bel-air, /siding, /windows ...), else SPEC's default.
 */
export function serviceForPage(pathname: string): ChatService {
  const words = (pathname.split("/")[1] ?? "").toLowerCase().split("-");
  if (words.some((word) => word.startsWith("roof"))) return "Roofing";
  if (words.includes("siding")) return "Siding";
  if (words.includes("window") || words.includes("windows")) return "Windows";
  return DEFAULT_CHAT_SERVICE;
}
