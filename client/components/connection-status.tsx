import { useEffect } from "react";
import { useSiteConfig } from "../lib/use-site-config";
import { toast } from "./toast/toast-store";

/** Tells the visitor when the connection drops (forms cannot send) and when it is back. */
export function ConnectionStatus() {
  const { phone } = useSiteConfig();
  useEffect(() => {
    const offline = () =>
      toast({
        title: "You're offline",
        description: `Forms can't be sent until your connection is back. For an emergency, call ${phone}.`,
        variant: "destructive",
      });
    const online = () => toast({ title: "Back online", description: "Your connection is back." });
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, [phone]);
  return null;
}
