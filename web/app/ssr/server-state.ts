import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { serverStateElementId } from '../../../common/site/server-rendering';

/** What a server-rendered page hands to the browser: the router's state and the query answers it rendered with. */
export type ServerState = { router: HydrationState; queries: DehydratedState };

/** Serialised for a <script type="application/json">: "<" escaped so no value can close the element. */
export function serverStateJson(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

export function readServerState(): ServerState | null {
  const element = document.getElementById(serverStateElementId);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerState) : null;
}
