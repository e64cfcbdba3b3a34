/** "Nearby towns" on a landing page: at most this far (miles), and in the same state. */
export const NEARBY_MILES = 20;
/** A testimonial or project appears on a town's landing page only from at most this far away (miles). */
export const AREA_MILES = 15;

/**
 * Where the towns that testimonials and projects name lie, for the ones that have no locality
 * record (content/localities/*.json carry their own coordinates): latitude and longitude of
 * the town's centre (GeoNames). Landing pages quote a testimonial or show a project only when
 * its town is close to theirs.
 */
export const placeCoordinates: Readonly<Record<string, readonly [number, number]>> = {
  "Easton, MD": [38.774, -76.076],
  "Glen Burnie, MD": [39.163, -76.625],
  "Hagerstown, MD": [39.642, -77.72],
  "Hockessin, DE": [39.788, -75.697],
  "Lewes, DE": [38.775, -75.139],
  "Milford, DE": [38.913, -75.428],
  "Ocean City, MD": [38.337, -75.085],
  "Rehoboth Beach, DE": [38.721, -75.076],
  "Salisbury, MD": [38.361, -75.599],
  "Severna Park, MD": [39.07, -76.545],
  "Smyrna, DE": [39.3, -75.605],
  "Westminster, MD": [39.575, -76.996],
};
