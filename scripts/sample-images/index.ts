/** Which drawing makes each sample picture, by the picture's name (content/images.ts). */
import { newarkApartments } from "./apartments";
import { frederickRetailStrip, salisburyFlatRoof, wilmingtonOffice } from "./commercial";
import type { Condition } from "./materials";
import {
  annapolisColonial,
  belAirFarmhouse,
  columbiaWindows,
  doverSplitLevel,
  ellicottCitySkylights,
  lewesBeachHouse,
  towsonColonial,
} from "./residential";
import { homeHero, roofingService, sidingService, windowsService } from "./site";
import { forestHillStorm } from "./storm";

const pairs: Record<string, (condition: Condition) => string> = {
  towson: towsonColonial,
  newark: newarkApartments,
  salisbury: salisburyFlatRoof,
  lewes: lewesBeachHouse,
  "ellicott-city": ellicottCitySkylights,
  "bel-air": belAirFarmhouse,
  dover: doverSplitLevel,
  frederick: frederickRetailStrip,
  columbia: columbiaWindows,
  annapolis: annapolisColonial,
  wilmington: wilmingtonOffice,
  "forest-hill": forestHillStorm,
};

export const sampleDrawings: Record<string, () => string> = {
  "site/home-hero": homeHero,
  "site/roofing": roofingService,
  "site/siding": sidingService,
  "site/windows": windowsService,
  ...Object.fromEntries(
    Object.entries(pairs).flatMap(([name, draw]) => [
      [`projects/${name}-before`, () => draw("worn")],
      [`projects/${name}-after`, () => draw("new")],
    ]),
  ),
};
