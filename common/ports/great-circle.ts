// Great-circle (haversine) length between two points, in nautical miles: the floor under any sea distance, and the
// length of each edge of the route network the sea distances are measured on.

const earthRadiusKm = 6371.0088; // mean radius (IUGG)
const kmPerNm = 1.852;

/** Points are [longitude, latitude] in degrees, as GeoJSON writes them. */
export function greatCircleNm([lon1, lat1]: readonly [number, number], [lon2, lat2]: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return (2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)))) / kmPerNm;
}
