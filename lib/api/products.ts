import { ProductAnswer, ProductsAnswer, TicketAnswer, type ProductsQuery } from '@/lib/schemas';
import { request, type CallContext } from './client';
import { path } from './path';

export function getProducts(slug: string, query: ProductsQuery = {}, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/stores/${slug}/products`, query: { ...query }, schema: ProductsAnswer }, ctx);
}

export function getProduct(id: number, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/products/${id}`, schema: ProductAnswer }, ctx);
}

export function getTicket(productId: number, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/tickets/${productId}`, schema: TicketAnswer }, ctx);
}
