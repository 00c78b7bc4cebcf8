import { asc } from 'drizzle-orm';
import type { Bank, PayBrand } from '../../openapi/index.ts';
import { schema, type Db } from '../db/open.ts';

const { banks, payBrands } = schema;

export async function listPayBrands(db: Db): Promise<PayBrand[]> {
  const rows = await db.select().from(payBrands).orderBy(asc(payBrands.position), asc(payBrands.id));
  return rows.map((b) => ({
    id: b.id,
    name: b.name,
    image: b.image,
    payment_method: { score_payment_method: Number(b.scorePaymentMethod), pay_with_card: b.payWithCard, pay_with_pse: b.payWithPse },
  }));
}

export async function listBanks(db: Db): Promise<Bank[]> {
  const rows = await db.select().from(banks).orderBy(asc(banks.bankName));
  return rows.map((b) => ({ bankCode: b.bankCode, bankName: b.bankName }));
}
