/**
 * The payment module's API for other modules (the original's PayOrderApi / PayRefundApi): a business module creates
 * an order for its app, lets the payer submit it, reads it back, and refunds it. Each takes the caller's
 * tenant-scoped handle. The same calls are open to merchants' systems over `/app-api/pay/*`.
 */
export { createOrder as createPayOrder, getOrder as getPayOrder, submitOrder as submitPayOrder } from './order/service';
export { createRefund as createPayRefund } from './refund/service';
