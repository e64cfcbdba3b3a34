import { business } from "../../content/business";
import { officeAddress } from "../../contracts/site-config";
import { useSiteConfig } from "../lib/use-site-config";

/**
 * The business as registered on one line, for pages shown without the footer (the estimate
 * page): Maryland requires the contractor's name and MHIC number on every advertisement.
 */
export function BusinessIdentityLine() {
  const config = useSiteConfig();
  const name = config.legalName === business.name ? business.name : `${business.name} (${config.legalName})`;
  return (
    <p className="mt-3 text-xs text-slate-600">
      {name} · {config.mhicLicense} · {config.deLicense} · {officeAddress(config)}
    </p>
  );
}
