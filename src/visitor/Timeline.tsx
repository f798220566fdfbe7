import type { Card, ClaimResult, PickupResult } from './cards/cardsState';
import { CardItem } from './cards/CardItem';
import type { UiMessage, VoteState } from './chatState';
import type { Locale, Translate } from './i18n';
import { MessageItem } from './MessageItem';
import { skillOf, type SkillId } from './skills/waybillSkills';

interface Props {
  messages: UiMessage[];
  cards: Card[];
  locale: Locale;
  t: Translate;
  votes: ReadonlyMap<string, VoteState>;
  /** Last visitor message the agent has read. */
  readSeq: number;
  waybillNo: string;
  withAgent: boolean;
  onAsk(question: string, qaId: string): void;
  onVote(messageId: string, vote: 0 | 1): void;
  onRetry(clientMsgId: string): void;
  onSendWaybill(waybillNo: string): void;
  onMediaLoad(): void;
  cardHandlers: {
    open(card: Card): void;
    cancel(card: Card): void;
    pickupDone(card: Card, r: PickupResult): void;
    claimDone(card: Card, r: ClaimResult): void;
  };
}

type Item = { at: number; m: UiMessage; c?: undefined } | { at: number; c: Card; m?: undefined };

/** The stored messages and the page's cards, in the order they happened. */
export function Timeline({ messages, cards, locale, t, votes, readSeq, waybillNo, withAgent, onAsk, onVote, onRetry, onSendWaybill, onMediaLoad, cardHandlers }: Props) {
  // A robot reply's waybill card opens on the skill its question asked for (the question precedes it).
  const skills = new Map<string, SkillId | null>();
  messages.forEach((m, i) => {
    if (m.author === 3 && m.extra && 'waybillNo' in m.extra) skills.set(m.id, skillOf(messages[i - 1]?.author === 2 ? messages[i - 1].content : undefined));
  });
  const items: Item[] = [...messages.map((m) => ({ at: m.createdAt, m })), ...cards.map((c) => ({ at: c.at, c }))];
  // A stable sort keeps the messages' own order (by sequence) among equal times.
  items.sort((a, b) => a.at - b.at);
  return (
    <>
      {items.map((it) =>
        it.m ? (
          <MessageItem
            key={it.m.pending ? `p-${it.m.clientMsgId}` : it.m.id}
            m={it.m}
            locale={locale}
            t={t}
            onAsk={onAsk}
            onVote={onVote}
            vote={votes.get(it.m.id)}
            onRetry={onRetry}
            read={it.m.author === 2 && !it.m.pending && it.m.seq <= readSeq}
            onSendWaybill={withAgent ? onSendWaybill : undefined}
            skill={skills.get(it.m.id) ?? null}
            onMediaLoad={onMediaLoad}
          />
        ) : (
          <CardItem
            key={it.c.id}
            card={it.c}
            locale={locale}
            t={t}
            waybillNo={waybillNo}
            onOpen={cardHandlers.open}
            onCancel={cardHandlers.cancel}
            onPickupDone={cardHandlers.pickupDone}
            onClaimDone={cardHandlers.claimDone}
          />
        ),
      )}
    </>
  );
}
