import { Icon, type IconProps } from "./icons";

/*
 * The icons of the ways to reach the company (mail, address, social profiles), which only the
 * footer and the admin's lead contacts show: apart from the header's, so that every page's
 * first load does not carry them (the footer's code loads as it comes near).
 */

export const MailIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);
export const MapPinIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </Icon>
);

const socialPaths: Record<string, string> = {
  facebook: "M15 3h-3a4 4 0 0 0-4 4v3H5v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h3z",
  twitter: "M4 4l16 16M20 4 4 20",
  linkedin:
    "M4 9h4v11H4zM6 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h4v2c.6-1.2 2-2.2 4-2.2 3 0 4 2 4 5.2v6h-4v-5.5c0-1.5-.5-2.5-1.9-2.5S14 13 14 14.5V20h-4z",
  instagram: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01",
};

export const SocialIcon = ({ name, ...p }: IconProps & { name: string }) => (
  <Icon {...p}>
    <path d={socialPaths[name] ?? ""} />
  </Icon>
);
