/**
 * Registers dayjs's Spanish locale (month and weekday names) for formatLongDate(date, "es"). The server imports it once
 * through this package's index; the browser apps load it with the Spanish catalog (packages/ui i18n), on demand.
 */
import "dayjs/locale/es";

export const SPANISH_DATES_LOADED = true;
