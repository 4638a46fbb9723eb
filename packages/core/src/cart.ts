// The spec's cart rules as pure functions: every change returns a new list, a change that does nothing returns the same one.
// Plain checks rather than a zod schema: the cart is read on every first load, where zod's weight is not welcome.

export type CartItem = { productId: string; quantity: number; location?: string };
export type Cart = readonly CartItem[];

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, quantity, location } = value as Record<string, unknown>;
  return (
    typeof productId === 'string' &&
    productId.length > 0 &&
    Number.isSafeInteger(quantity) &&
    (quantity as number) > 0 &&
    (location === undefined || (typeof location === 'string' && location.length > 0))
  );
}

/** A cart read from storage, or null when it is not one (old format, hand-edited, another app's key). */
export function parseCart(value: unknown): Cart | null {
  if (!Array.isArray(value) || !value.every(isCartItem)) return null;
  return value.map(({ productId, quantity, location }) =>
    location === undefined ? { productId, quantity } : { productId, quantity, location },
  );
}

// A blank location is no location: people clear the field rather than type "none".
function given(location: string | undefined): string | undefined {
  const trimmed = location?.trim();
  return trimmed ? trimmed : undefined;
}

function assertQuantity(quantity: number, allowZero: boolean): void {
  const lowest = allowZero ? 0 : 1;
  if (!Number.isSafeInteger(quantity) || quantity < lowest) {
    throw new RangeError(`Not a quantity: ${quantity}`);
  }
}

/** Same product again: its quantity grows by the amount added and a new location (if given) replaces the old one. */
export function addItem(items: Cart, item: CartItem): Cart {
  assertQuantity(item.quantity, false);
  const location = given(item.location);
  const index = items.findIndex((line) => line.productId === item.productId);
  if (index === -1) {
    return [
      ...items,
      location
        ? { productId: item.productId, quantity: item.quantity, location }
        : { productId: item.productId, quantity: item.quantity },
    ];
  }
  return items.map((line, i) => {
    if (i !== index) return line;
    const merged: CartItem = { ...line, quantity: line.quantity + item.quantity };
    if (location) merged.location = location;
    return merged;
  });
}

export function removeItem(items: Cart, productId: string): Cart {
  return items.some((line) => line.productId === productId)
    ? items.filter((line) => line.productId !== productId)
    : items;
}

/** Sets the quantity of a line; 0 removes the line (what a shopper means by "none of these"). */
export function updateQuantity(items: Cart, productId: string, quantity: number): Cart {
  assertQuantity(quantity, true);
  if (quantity === 0) return removeItem(items, productId);
  if (!items.some((line) => line.productId === productId && line.quantity !== quantity)) return items;
  return items.map((line) => (line.productId === productId ? { ...line, quantity } : line));
}

/** Sets or (with undefined) clears where a line is wanted, e.g. the event's venue. */
export function updateLocation(items: Cart, productId: string, newLocation: string | undefined): Cart {
  const location = given(newLocation);
  if (!items.some((line) => line.productId === productId && line.location !== location)) return items;
  return items.map((line) => {
    if (line.productId !== productId) return line;
    const { location: _previous, ...rest } = line;
    return location === undefined ? rest : { ...rest, location };
  });
}

export function clear(): Cart {
  return [];
}

/** The nav badge: how many different products are in the cart, not how many pieces. */
export function distinctLineCount(items: Cart): number {
  return new Set(items.map((line) => line.productId)).size;
}

/** Folds lines that name the same product (e.g. from an old or hand-edited copy) with the addItem rule. */
export function normalizeCart(items: Cart): Cart {
  return items.reduce<Cart>((merged, line) => addItem(merged, line), []);
}
