import { Link } from "react-router";
import { business } from "../../content/business";
import { coverageLink, footerServices, legalLinks, serviceTerritory } from "../../content/footer-links";
import { socialProfiles } from "../../contracts/business-settings";
import { officeAddress, telHref } from "../../contracts/site-config";
import { useSiteConfig } from "../lib/use-site-config";
import { Claim } from "./claim";
import { MailIcon, MapPinIcon, SocialIcon } from "./contact-icons";
import { PhoneIcon } from "./icons";

export function Footer() {
  const config = useSiteConfig();
  const { phone, email } = config;
  const social = socialProfiles(config);
  return (
    <footer className="border-t border-slate-800 bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className="mb-4 text-sm font-bold uppercase tracking-wider text-white">
            Services
          </h2>
          <ul className="space-y-2 text-sm">
            {footerServices.map((service) => (
              <li key={service.name}>
                <Link to={service.href} className="hover:text-white hover:underline">
                  {service.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-territory">
          <h2 id="footer-territory" className="mb-4 text-sm font-bold uppercase tracking-wider text-white">
            Service Territory
          </h2>
          <ul className="space-y-2 text-sm">
            {serviceTerritory.map((area) => (
              <li key={area.name}>
                <Link to={area.href} className="hover:text-white hover:underline">
                  {area.name}
                </Link>
              </li>
            ))}
            <li>
              <Link to={coverageLink.href} className="font-semibold text-accent-400 hover:text-accent-300 hover:underline">
                {coverageLink.name}
              </Link>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-4 text-sm font-bold uppercase tracking-wider text-white">
            Contact
          </h2>
          <ul className="space-y-3 text-sm">
            <li>
              <a href={telHref(phone)} className="flex items-center gap-2 hover:text-white">
                <PhoneIcon width={16} height={16} />
                <span>{phone}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${email}`} className="flex items-center gap-2 hover:text-white">
                <MailIcon width={16} height={16} />
                <span>{email}</span>
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPinIcon width={16} height={16} />
              <span>Regional office: {officeAddress(config)}</span>
            </li>
            <li className="text-slate-400">
              <Claim word="licensedContractor" />: {config.mhicLicense}; {config.deLicense}
            </li>
          </ul>
        </section>

        {social.length > 0 ? (
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow" className="mb-4 text-sm font-bold uppercase tracking-wider text-white">
              Follow Us
            </h2>
            <ul className="flex gap-3">
              {social.map((profile) => (
                <li key={profile.name}>
                  <a
                    href={profile.href}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={profile.label}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 hover:text-white"
                  >
                    <SocialIcon name={profile.name} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            &copy; {config.copyrightYear} {business.name}
            {config.legalName === business.name ? "" : ` (${config.legalName})`}. All rights reserved.
          </p>
          <ul className="flex flex-wrap items-center gap-4">
            {legalLinks.map((legal) => (
              <li key={legal.name}>
                <Link to={legal.href} className="hover:text-slate-300 hover:underline">
                  {legal.name}
                </Link>
              </li>
            ))}
            <li>
              {/* SPEC: a small muted Admin link, visible to everyone; it is the staff's sign-in, not a page for visitors or crawlers. */}
              <Link to="/admin" rel="nofollow" title="Staff sign-in" className="text-slate-400 hover:text-slate-300">
                Admin
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
