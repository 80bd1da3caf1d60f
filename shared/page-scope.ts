// Spec §3: a reassurance block has scopes (group, name). A scope of group `page` names the route
// (its spec §2 name in shared/routes.ts) whose page shows the block (ADR 050).

export const pageScopeGroup = 'page';

export interface Scoped {
  scopes: readonly { group: string; name: string }[];
}

/** The blocks whose scope names this route, in the API's order. */
export function blocksForPage<T extends Scoped>(blocks: readonly T[], routeName: string): T[] {
  return blocks.filter((block) =>
    block.scopes.some((scope) => scope.group === pageScopeGroup && scope.name === routeName),
  );
}
