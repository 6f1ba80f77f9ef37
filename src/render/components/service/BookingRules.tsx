import { services } from 'virtual:cards';
import { BOOKING, type Booking } from '../../../kinds/servico/schema';
import { BOOKING_RULES } from '../../../shared/strings/fees';

/**
 * Which services need booking, read from each service page's own `agendamento`, so every page that says it
 * agrees with the summaries.
 */
export function BookingRules({ ocultar }: { ocultar?: Booking }) {
  const offered = services.filter((s) => s.offered && s.agendamento);
  return (
    <div className="booking-rules" data-booking-rules="">
      {BOOKING.filter((rule) => rule !== ocultar).map((rule) => {
        const list = offered.filter((s) => s.agendamento === rule);
        if (!list.length) return null;
        return (
          <div key={rule} data-booking={rule}>
            <p className="booking-rules__title"><strong>{BOOKING_RULES[rule]}</strong></p>
            <ul>
              {list.map((s) => <li key={s.route}><a href={s.route}>{s.title}</a></li>)}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
