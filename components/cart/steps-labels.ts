import type { ShoppingStep } from './ShoppingSteps';

/** The shopping steps' texts from the `cart` messages, shared by the cart, checkout and completed pages. */
export function shoppingStepsLabels(cart: (key: string) => string): { label: string; labels: Record<ShoppingStep, string> } {
  return { label: cart('steps.label'), labels: { cart: cart('steps.cart'), checkout: cart('steps.checkout'), done: cart('steps.done') } };
}
