// Shortest paths on the sea network from one source to every node, with a binary heap. `allowed` drops edges
// (the canals an estimate avoids) without copying the graph.
import type { Graph } from './network';

export type ShortestPaths = { dist: Float64Array; prev: Int32Array };

export function shortestPaths(graph: Graph, sources: { node: number; nm: number }[], avoidCanals: number): ShortestPaths {
  const n = graph.coords.length;
  const dist = new Float64Array(n).fill(Infinity);
  const prev = new Int32Array(n).fill(-1);
  const heap: [number, number][] = [];
  const push = (item: [number, number]) => {
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heap[p][0] <= heap[i][0]) break;
      [heap[p], heap[i]] = [heap[i], heap[p]];
      i = p;
    }
  };
  const pop = (): [number, number] => {
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && heap[l][0] < heap[m][0]) m = l;
        if (r < heap.length && heap[r][0] < heap[m][0]) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i], heap[m]];
        i = m;
      }
    }
    return top;
  };
  for (const s of sources) {
    if (s.nm < dist[s.node]) {
      dist[s.node] = s.nm;
      push([s.nm, s.node]);
    }
  }
  while (heap.length) {
    const [d, u] = pop();
    if (d > dist[u]) continue;
    for (const e of graph.edges[u]) {
      if (e.canal & avoidCanals) continue;
      const nd = d + e.nm;
      if (nd < dist[e.to]) {
        dist[e.to] = nd;
        prev[e.to] = u;
        push([nd, e.to]);
      }
    }
  }
  return { dist, prev };
}

export function pathTo(paths: ShortestPaths, target: number): number[] {
  const path: number[] = [];
  for (let v = target; v !== -1; v = paths.prev[v]) path.push(v);
  return path.reverse();
}
