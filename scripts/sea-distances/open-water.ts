// MARNET's lines zig-zag between a few waypoints, so routes measured on them alone come out a few per cent long
// (and the North Pacific crossing far south of the great circle). The build adds straight legs between network
// vertices up to `maxLegNm` apart wherever the great circle between them keeps off the land mask, as a ship would
// steer across open water. The land is widened by a margin first, so no leg shaves a coast.
import { alongGreatCircle, type LandMask } from './land';
import { crossesCanalBarrier, insideCanal, linkNodes, type Graph, type LonLat } from './network';

/** True when every point on the leg (ends excluded) is at sea, sampled every `stepNm`. */
export function clearOfLand(mask: LandMask, a: LonLat, b: LonLat, nm: number, stepNm = 3): boolean {
  return alongGreatCircle(a, b, nm, stepNm).every((p) => !mask.isLand(p));
}

export function addOpenWaterLegs(
  graph: Graph,
  keep: Uint8Array,
  near: (p: LonLat, nm: number) => { node: number; nm: number }[],
  mask: LandMask,
  maxLegNm: number,
): number {
  let added = 0;
  const n = graph.coords.length;
  // A canal's vertices take no short cuts: every way through the canal stays on its tagged edges.
  const canal = (i: number) => insideCanal(graph.coords[i]);
  for (let a = 0; a < n; a++) {
    if (!keep[a] || canal(a)) continue;
    for (const { node: b, nm } of near(graph.coords[a], maxLegNm)) {
      if (b <= a || nm < 1 || canal(b) || graph.edges[a].some((e) => e.to === b)) continue;
      if (mask.isLand(graph.coords[a]) || mask.isLand(graph.coords[b])) continue;
      if (crossesCanalBarrier(graph.coords[a], graph.coords[b])) continue;
      if (!clearOfLand(mask, graph.coords[a], graph.coords[b], nm)) continue;
      linkNodes(graph, a, b);
      added++;
    }
  }
  return added;
}
