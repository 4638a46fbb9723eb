// The guest's answer from their card: coming (and how many of the card's seats, when it admits more than one) or
// not. Shows the answer given so far, and takes a new one until the event's day; a refusal is said above the button.
import type { CardView } from '@sherehe/core/api/cards';
import type { RsvpAnswer } from '@sherehe/core/card-rules';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { SelectField } from '../../../components/form-controls.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useRsvp } from '../api/use-card.ts';

const section = 'rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6';

const choiceClass =
  'flex min-h-12 flex-1 cursor-pointer items-center justify-center gap-2 rounded-full border-2 border-stone-300 bg-white px-4 font-semibold text-stone-800 has-checked:border-teal-700 has-checked:bg-teal-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-700';

export function RsvpSection({ token, card }: { token: string; card: CardView }) {
  const { t } = useTranslation('invitationCard');
  const answer = card.rsvp;
  return (
    <section aria-labelledby="rsvp-heading" className={section}>
      <h2 id="rsvp-heading" className="font-semibold text-lg text-stone-900">
        {card.event.past ? t('rsvp.answer') : t('rsvp.heading')}
      </h2>
      {answer ? (
        <p
          data-testid="rsvp-answer"
          className="mt-3 flex items-center gap-2 rounded-lg bg-teal-50 p-3 text-teal-900"
        >
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          <span>
            <span className="sr-only">{t('rsvp.yours')}: </span>
            {answer.answer === 'yes' ? t('rsvp.yes', { count: answer.seats }) : t('rsvp.no')}
          </span>
        </p>
      ) : null}
      {card.event.past ? (
        <p className="mt-3 text-stone-700">{t('rsvp.closed')}</p>
      ) : (
        <RsvpForm token={token} card={card} />
      )}
    </section>
  );
}

function RsvpForm({ token, card }: { token: string; card: CardView }) {
  const { t } = useTranslation('invitationCard');
  const rsvp = useRsvp(token);
  const seatsOnCard = card.guest.seats;
  const [answer, setAnswer] = useState<RsvpAnswer | ''>(card.rsvp?.answer ?? '');
  const [seats, setSeats] = useState(
    String(card.rsvp?.answer === 'yes' && card.rsvp.seats > 0 ? card.rsvp.seats : seatsOnCard),
  );
  const [missing, setMissing] = useState(false);
  const [saved, setSaved] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rsvp.isPending) return;
    if (!answer) {
      setMissing(true);
      return;
    }
    setSaved(false);
    rsvp.mutate(answer === 'yes' ? { answer, seats: Number(seats) } : { answer }, {
      onSuccess: () => setSaved(true),
    });
  }

  const choose = (value: RsvpAnswer) => {
    setAnswer(value);
    setMissing(false);
    rsvp.reset();
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <fieldset>
        <legend className="sr-only">{t('rsvp.answer')}</legend>
        <div className="flex gap-3">
          <label className={choiceClass}>
            <input
              type="radio"
              name="answer"
              value="yes"
              checked={answer === 'yes'}
              onChange={() => choose('yes')}
              className="sr-only"
            />
            {t('rsvp.coming')}
          </label>
          <label className={choiceClass}>
            <input
              type="radio"
              name="answer"
              value="no"
              checked={answer === 'no'}
              onChange={() => choose('no')}
              className="sr-only"
            />
            {t('rsvp.notComing')}
          </label>
        </div>
      </fieldset>
      {answer === 'yes' && seatsOnCard > 1 ? (
        <SelectField
          label={t('rsvp.seats')}
          name="seats"
          value={seats}
          onChange={(change) => {
            setSeats(change.target.value);
            rsvp.reset();
          }}
        >
          {Array.from({ length: seatsOnCard }, (_, index) => index + 1).map((count) => (
            <option key={count} value={count}>
              {t('rsvp.seatsOption', { count })}
            </option>
          ))}
        </SelectField>
      ) : null}
      {missing ? <FormAlert message={t('rsvp.chooseFirst')} /> : null}
      {rsvp.isError ? <FormAlert message={errorText(rsvp.error)} /> : null}
      <Button type="submit" size="lg" className="w-full" loading={rsvp.isPending}>
        {card.rsvp ? t('rsvp.change') : t('rsvp.send')}
      </Button>
      <p role="status" className="text-center text-sm text-stone-600">
        {saved ? t('rsvp.saved') : t('rsvp.untilDay')}
      </p>
    </form>
  );
}
