// Local runs read .dev.vars (never committed). A fresh clone has none: start from the example,
// which turns on the admin's development sign-in for localhost. An existing file is left alone.
import { copyFileSync, existsSync } from "node:fs";

const target = new URL("../.dev.vars", import.meta.url);
if (!existsSync(target)) {
  copyFileSync(new URL("../.dev.vars.example", import.meta.url), target);
  console.log("Created .dev.vars from .dev.vars.example (admin development sign-in on localhost).");
}
