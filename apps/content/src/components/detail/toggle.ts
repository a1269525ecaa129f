/** A like or collect: the flag and its count. */
export interface Toggle {
  on: boolean;
  count: number;
}

/** The optimistic flip of spec 4: the flag toggles and the count moves by one, never below 0. */
export function flipToggle(state: Toggle): Toggle {
  const on = !state.on;
  return { on, count: Math.max(0, state.count + (on ? 1 : -1)) };
}
