/**
 * The graph of which feature may use which, as each public.json declares it in `uses`
 * (docs/architecture.md#feature-dependencies). scripts/feature-surfaces.mjs writes lint rules from
 * it and refuses to when it is not one-way.
 */

/**
 * The declared uses that break the graph: a name that is no feature, a feature naming itself.
 * @param {Map<string, string[]>} uses feature name to the features it declares it uses
 * @returns {string[]}
 */
export function unknownUses(uses) {
  return [...uses].flatMap(([name, used]) =>
    used
      .filter((other) => other === name || !uses.has(other))
      .map((other) => (other === name ? `${name} lists itself` : `${name} lists ${other}, which is not a feature`)),
  );
}

/**
 * A cycle in the declared graph, as the features along it with the first repeated at the end
 * (`['a', 'b', 'a']`), or undefined when every arrow points one way.
 * @param {Map<string, string[]>} uses feature name to the features it declares it uses
 * @returns {string[] | undefined}
 */
export function featureCycle(uses) {
  const done = new Set();
  const path = [];
  const visit = (name) => {
    const open = path.indexOf(name);
    if (open >= 0) return [...path.slice(open), name];
    if (done.has(name)) return undefined;
    path.push(name);
    for (const other of uses.get(name) ?? []) {
      const cycle = visit(other);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(name);
    return undefined;
  };
  for (const name of [...uses.keys()].sort()) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return undefined;
}
