/**
 * react-admin hides a form list's item buttons (remove) until the pointer hovers the item; hidden, they cannot be
 * reached from the keyboard either. The rule editors show them always.
 */
export const ITEM_ACTIONS_VISIBLE = { '& .RaSimpleFormIterator-action': { visibility: 'visible' } } as const;
