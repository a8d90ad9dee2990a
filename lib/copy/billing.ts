/**
 * How minutes are counted: part of the register (lib/copy/policies.ts reads it as
 * `policies.billing`), in a module of its own so the pricing page's estimator can
 * import it without the rest of the register (and the integrations data it reads).
 */
export const billing = {
  /** Voice talk time is counted to this many seconds (1 = per second), from the agent's greeting to the end or the handover. */
  incrementSeconds: 1,
  /** Chat and messaging conversations are included in every plan and use no minutes. */
  chatUsesMinutes: false,
  /** Included minutes are for one billing month and do not roll over. */
  unusedMinutesRollOver: false,
} as const;
