/** A 200 answer wrapping `data`, the product's answer shape (spec §7). */
export const dataAnswer = <T>(data: T) => ({ status: 200, body: { data } });
