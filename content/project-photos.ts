/** Before and after pictures of each portfolio project (see content/images.ts). */
import { type SiteImage, samplePicture } from "./images";

export interface BeforeAndAfter {
  before: SiteImage;
  after: SiteImage;
}

/** A drawn sample pair: content/images/source/projects/{name}-before and -after. */
function samplePair(name: string, before: string, after: string): BeforeAndAfter {
  return {
    before: samplePicture(`projects/${name}-before`, "project", before),
    after: samplePicture(`projects/${name}-after`, "project", after),
  };
}

export const projectPhotos = {
  towson: samplePair(
    "towson",
    "Illustration of a two-storey colonial under grey skies, its worn three-tab shingle roof streaked with algae and missing tabs",
    "Illustration of the same colonial with a new charcoal architectural shingle roof, ridge vent and clean gutters",
  ),
  newark: samplePair(
    "newark",
    "Illustration of a two-storey garden apartment building with a worn, patchy shingle roof and small gutters",
    "Illustration of the same apartment building with new architectural shingles and seamless gutters",
  ),
  salisbury: samplePair(
    "salisbury",
    "Illustration of a single-storey office building seen from above, its dark built-up flat roof holding pools of water and tar patches",
    "Illustration of the same office building with a bright white TPO membrane roof and new metal edge",
  ),
  lewes: samplePair(
    "lewes",
    "Illustration of a two-storey beach house with a porch, its weathered shingle roof stained and missing tabs",
    "Illustration of the same beach house with a charcoal standing seam metal roof",
  ),
  ellicottCity: samplePair(
    "ellicott-city",
    "Illustration of a steep hip roof with cupped, stained shingles and four fogged, leaking skylights",
    "Illustration of the same home with new brown architectural shingles and four new flashed skylights",
  ),
  belAir: samplePair(
    "bel-air",
    "Illustration of a farmhouse with a front porch, its white wood clapboard peeling and stained",
    "Illustration of the same farmhouse with sage-green fiber cement lap siding and white trim",
  ),
  dover: samplePair(
    "dover",
    "Illustration of a split-level home with faded, cracked beige vinyl siding",
    "Illustration of the same split-level with blue-grey insulated vinyl siding and white trim",
  ),
  frederick: samplePair(
    "frederick",
    "Illustration of a one-storey retail strip with stained, warped siding above and between the storefronts",
    "Illustration of the same retail strip with dark fiber cement panels above the storefronts and light lap siding below",
  ),
  columbia: samplePair(
    "columbia",
    "Illustration of a brick two-storey home with fogged, worn aluminium windows",
    "Illustration of the same home with white double-hung replacement windows",
  ),
  annapolis: samplePair(
    "annapolis",
    "Illustration of a brick colonial with dormers and tired six-over-six windows with fogged glass",
    "Illustration of the same colonial with new six-over-six windows, crisp trim and black shutters",
  ),
  wilmington: samplePair(
    "wilmington",
    "Illustration of a three-storey brick office building with fogged single-pane windows stained below the sills",
    "Illustration of the same office building with bronze-framed insulated low-E windows and a glass entrance",
  ),
  forestHill: samplePair(
    "forest-hill",
    "Illustration of a home after a storm: a fallen tree limb on the roof, a blue tarp, a torn-off gutter and cracked siding",
    "Illustration of the same home restored with a new shingle roof, new gutters and matched siding",
  ),
} as const;
