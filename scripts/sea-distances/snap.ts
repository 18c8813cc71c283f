// How a port joins the network: by straight legs to the network vertices near it that open water reaches. Ports
// lie on the coast or up a river, so the first miles of a leg may cross the land mask (the river, the harbour); a
// port no vertex is clear from joins its nearest vertex, and a port with no vertex within reach (an inland sea the
// network does not sail, such as the Caspian or the Great Lakes) has no sea distance at all.
import { alongGreatCircle, type LandMask } from './land';
import { crossesCanalBarrier, insideCanal, type Graph, type LonLat } from './network';

const reachNm = 300;
/** The stretch of a leg next to the port that may cross the mask (a river mouth, a harbour behind a mole). */
const harbourNm = 8;
const maxSources = 24;
const closeNm = 20;

export type Snap = { node: number; nm: number }[];

export function snapPort(port: LonLat, graph: Graph, near: (p: LonLat, nm: number) => { node: number; nm: number }[], mask: LandMask): Snap {
  // A canal's own vertices are no place to join from: a port beside the canal would slip through it unseen.
  const candidates = near(port, reachNm).filter((c) => !insideCanal(graph.coords[c.node]) && !crossesCanalBarrier(port, graph.coords[c.node]));
  const clear = candidates.filter((c) => {
    const points = alongGreatCircle(port, graph.coords[c.node], c.nm, 2);
    return points.every((p, i) => ((i + 1) * c.nm) / (points.length + 1) <= harbourNm || !mask.isLand(p));
  });
  // The nearest vertex, if it is close, joins too: a narrow gulf (Suez's) can hide it from the coarse mask.
  const nearest = candidates[0];
  const joins = clear.length ? clear.slice(0, maxSources) : candidates.slice(0, 1);
  return nearest && nearest.nm <= closeNm && !joins.includes(nearest) ? [nearest, ...joins] : joins;
}
