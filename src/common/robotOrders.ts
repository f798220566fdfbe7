/** The bodies of the robot's order calls: one declaration for the server that validates them and the visitor page that sends them. */

export const CLAIM_TYPES = ['lost', 'damaged', 'delayed', 'other'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

/** `qa/doCreateOrder`: a pickup order. */
export interface PickupOrderInput {
  senderName: string;
  senderPhone: string;
  senderAddress: string;
  receiverName: string;
  receiverPhone: string;
  receiverAddress: string;
  goods?: string;
  weightKg?: number;
  pickupAt?: number;
  remark?: string;
}

/** `aics/flow/claim`: a claim on an existing waybill. */
export interface ClaimInput {
  waybillNo: string;
  claimType: ClaimType;
  amount: number;
  description: string;
  contactPhone: string;
}
