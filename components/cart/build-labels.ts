import type { CartLabels } from './labels';

type Lookup = (key: string) => string;

/** `t` formats a plain message, `raw` keeps a template's placeholders, `common` reads the common namespace. */
export function buildCartLabels(t: Lookup, raw: Lookup, common: Lookup): CartLabels {
  return {
    groups: {
      market: t('groups.market'),
      seller: t('groups.seller'),
      subscription: t('groups.subscription'),
      formal: t('groups.formal'),
      rehearsal: t('groups.rehearsal'),
      count: raw('groups.count'),
    },
    status: {
      available: t('status.available'),
      deleted: t('status.deleted'),
      error: t('status.error'),
      shortage: t('status.shortage'),
      soldout: t('status.soldout'),
      unknown: t('status.unknown'),
    },
    item: {
      select: raw('item.select'),
      subtotal: t('item.subtotal'),
      stock: raw('item.stock'),
      limited: t('item.limited'),
      vendor: raw('item.vendor'),
      adult: t('item.adult'),
      expires: raw('item.expires'),
      ticket: t('item.ticket'),
      freeShipping: common('freeShipping'),
      quantity: t('item.quantity'),
      decrease: t('item.decrease'),
      increase: t('item.increase'),
      delete: t('item.delete'),
      deleteLabel: raw('item.deleteLabel'),
    },
    remove: {
      title: t('remove.title'),
      body: raw('remove.body'),
      confirm: t('remove.confirm'),
      cancel: t('remove.cancel'),
      close: common('close'),
      done: t('remove.done'),
    },
    notices: {
      shortageTitle: t('notices.shortageTitle'),
      shortageItem: raw('notices.shortageItem'),
      deletedTitle: t('notices.deletedTitle'),
      deletedItem: raw('notices.deletedItem'),
      confirm: t('notices.confirm'),
    },
    editingDisabled: t('editingDisabled'),
    selection: {
      hint: t('selection.hint'),
      deselected: t('selection.deselected'),
      none: t('selection.none'),
      selectedCount: raw('selection.selectedCount'),
    },
    subscription: { note: t('subscription.note'), link: t('subscription.link') },
    pricing: {
      heading: t('pricing.heading'),
      amount: t('pricing.amount'),
      shipping: t('pricing.shipping'),
      paymentFee: t('pricing.paymentFee'),
      coupon: t('pricing.coupon'),
      total: t('pricing.total'),
      payable: t('pricing.payable'),
      loading: t('pricing.loading'),
      failed: t('pricing.failed'),
      shippingLater: t('pricing.shippingLater'),
    },
    coupon: {
      label: t('coupon.label'),
      apply: t('coupon.apply'),
      remove: t('coupon.remove'),
      applied: raw('coupon.applied'),
      required: t('coupon.required'),
    },
    checkout: t('checkout'),
    empty: { title: t('empty.title'), body: t('empty.body'), link: t('empty.link') },
    error: { title: t('error.title'), retry: t('error.retry') },
    loading: t('loading'),
    general: t('general'),
  };
}
