/**
 * The Luhn check of a card number, shared by the browser's card form (lib/checkout/card-form) and
 * the platform's gateway (platform/ may import only lib/schemas). No zod here: the card form runs
 * in the browser, so import this file directly, not through the lib/schemas index.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
