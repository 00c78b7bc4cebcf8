// ePayco's confirmation signature: sha256 of
// p_cust_id_cliente^p_key^x_ref_payco^x_transaction_id^x_amount^x_currency_code, hexadecimal.
import { createHash, timingSafeEqual } from 'node:crypto';

export interface SignatureKeys {
  custId: string;
  pKey: string;
}

export interface SignedFields {
  x_ref_payco: string;
  x_transaction_id: string;
  x_amount: string;
  x_currency_code: string;
}

export function confirmationSignature(keys: SignatureKeys, f: SignedFields): string {
  return createHash('sha256')
    .update([keys.custId, keys.pKey, f.x_ref_payco, f.x_transaction_id, f.x_amount, f.x_currency_code].join('^'))
    .digest('hex');
}

const hex64 = /^[0-9a-fA-F]{64}$/;

/** Whether `signature` is the right one, compared in constant time. A missing or malformed one is not. */
export function signatureMatches(keys: SignatureKeys, f: SignedFields, signature: string | undefined): boolean {
  if (typeof signature !== 'string' || !hex64.test(signature)) return false;
  const expected = Buffer.from(confirmationSignature(keys, f), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
