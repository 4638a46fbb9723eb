// A signed-in person's cart is the server's: loaded on sign-in (and at start), the visitor's lines merged in once,
// then every change written through. Calls go one after another, so answers cannot arrive out of order.
import type { CartResponse } from '@sherehe/core/api/cart';
import { cartEndpoints as cart } from '@sherehe/core/api/cart-endpoints';
import { apiRequest } from './api-client.ts';
import { type CartChange, readStoredCart, setCartWriter, useCart } from './cart-store.ts';
import { useSession } from './session-store.ts';
import { readString, writeString } from './storage.ts';
import { CART_KEY, CART_MERGE_KEY } from './storage-keys.ts';

let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

const loadCart = () => apiRequest(cart.get);

/**
 * One cart call (a change; none: the cart's load), after those before it; the last answer of a burst becomes the
 * store's lines.
 */
export function sendCart(change?: () => Promise<CartResponse>): Promise<CartResponse> {
  waiting++;
  const call = queue.then(change ?? loadCart);
  queue = call.catch(() => {});
  return call.then(
    (answer) => {
      if (--waiting === 0 && useCart.getState().onServer) {
        useCart.setState({
          items: answer.lines.map(({ productId, quantity, location, eventDate, guests }) => ({
            productId,
            quantity,
            ...(location ? { location } : {}),
            ...(eventDate ? { eventDate } : {}),
            ...(guests ? { guests } : {}),
          })),
        });
      }
      return answer;
    },
    (error: unknown) => {
      // A refused change was already shown: show the server's cart again instead. (Not after a failed load: offline,
      // that would retry without end.)
      if (--waiting === 0 && change && useCart.getState().onServer) void sendCart().catch(() => {});
      throw error;
    },
  );
}

const line = (productId: string) => ({ params: { productId } });

/** A change sent as is (the cart page shows its answer); the store follows the answer like any other. */
export function writeCartChange(change: CartChange): Promise<CartResponse> {
  switch (change.op) {
    case 'add':
      return sendCart(() => apiRequest(cart.addItem, { body: change.item }));
    case 'remove':
      return sendCart(() => apiRequest(cart.removeItem, line(change.productId)));
    case 'quantity':
      return change.quantity === 0
        ? sendCart(() => apiRequest(cart.removeItem, line(change.productId)))
        : sendCart(() =>
            apiRequest(cart.updateItem, { ...line(change.productId), body: { quantity: change.quantity } }),
          );
    case 'location':
      return sendCart(() =>
        apiRequest(cart.updateItem, {
          ...line(change.productId),
          body: { location: change.location ?? null },
        }),
      );
    case 'eventDate':
      return sendCart(() =>
        apiRequest(cart.updateItem, {
          ...line(change.productId),
          body: { eventDate: change.eventDate ?? null },
        }),
      );
    case 'guests':
      return sendCart(() =>
        apiRequest(cart.updateItem, { ...line(change.productId), body: { guests: change.guests ?? null } }),
      );
    case 'clear':
      return sendCart(() => apiRequest(cart.clear));
  }
}

// Shared by tabs through storage: two tabs signing in at once send the same id, and the server merges once.
function mergeId(): string {
  const stored = readString(CART_MERGE_KEY);
  if (stored) return stored;
  const bytes = crypto.getRandomValues(new Uint8Array(16)); // randomUUID needs https; this does not
  const id = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  writeString(CART_MERGE_KEY, id);
  return id;
}

function follow(signedIn: boolean): void {
  if (!signedIn) {
    useCart.setState({ onServer: false, items: readStoredCart() });
    return;
  }
  useCart.setState({ onServer: true });
  const visitorLines = readStoredCart();
  const loaded =
    visitorLines.length > 0
      ? sendCart(() =>
          apiRequest(cart.merge, { body: { mergeId: mergeId(), items: [...visitorLines] } }),
        ).then(() => {
          writeString(CART_KEY, null);
          writeString(CART_MERGE_KEY, null);
        })
      : sendCart();
  // Not merged (offline, server down): the lines stay in storage and the next start tries again.
  loaded.catch(() => {});
}

/** Called once at start (main.tsx); what it returns stops the sync (tests, which share one module graph). */
export function startCartSync(): () => void {
  setCartWriter((change) => writeCartChange(change).then(() => {}));
  follow(useSession.getState().user !== null);
  const unsubscribe = useSession.subscribe((state, previous) => {
    if ((state.user === null) !== (previous.user === null)) follow(state.user !== null);
  });
  return () => {
    unsubscribe();
    setCartWriter(null);
  };
}
