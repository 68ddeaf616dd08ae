import { buildProduct, type ProductRecord, type ProductSpec, type Vendor } from './product-builder';
import { DEMO_PRODUCTS, DEMO_VENDORS } from './products-demo';
import { ENTERPRISE_PRODUCTS, OTHER_VENDORS, OVERSEAS_PRODUCTS, TAIWAN_PRODUCTS, TICKET_PRODUCTS } from './products-other';
import { STORE_IDS } from './stores';

/** Every store's catalogue, built at `now` (sale windows are relative to it). */
export function seedProducts(now: number): ProductRecord[] {
  const build = (storeId: number, specs: ProductSpec[], vendor: Vendor) => specs.map((spec) => buildProduct(storeId, spec, now, vendor));
  return [
    ...build(STORE_IDS.demo, DEMO_PRODUCTS, DEMO_VENDORS[0]),
    ...build(STORE_IDS.taiwan, TAIWAN_PRODUCTS, OTHER_VENDORS.taiwan),
    ...build(STORE_IDS.tickets, TICKET_PRODUCTS, OTHER_VENDORS.tickets),
    ...build(STORE_IDS.enterprise, ENTERPRISE_PRODUCTS, OTHER_VENDORS.enterprise),
    ...build(STORE_IDS.overseas, OVERSEAS_PRODUCTS, OTHER_VENDORS.overseas),
  ];
}
