// A part of an order's page that another feature draws (a dispute's card), composed in app/pages: it gets the order
// and hands back the order its own steps answer, which the page keeps.
import type { OrderDetail } from '@sherehe/core/api/orders';
import type { ReactNode } from 'react';

export type OrderSlot = (order: OrderDetail, onOrder: (order: OrderDetail) => void) => ReactNode;
