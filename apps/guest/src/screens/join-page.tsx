import { Alert, Stack, Text, Title } from "@mantine/core";
import {
  canContinueName,
  canContinueParty,
  closedNowWords,
  formatPhone,
  isPhoneComplete,
  REMOTE_JOIN_SENT,
  type SeatingChoice,
  statusPagePath,
  toggleSeatingChoice,
  typeDigit,
} from "@seatline/domain";
import {
  createActionKey,
  idempotencyContext,
  msg,
  Spinner,
  serverMessage,
  useLanguage,
  useOfferedLanguages,
  wasNotAnswered,
} from "@seatline/ui";
import { useEffect, useState } from "react";
import { type GuestJoinInfo, guestApi } from "../api";
import { GuestFrame } from "../components/guest-frame";
import { NameStep } from "../components/name-step";
import { PartyStep } from "../components/party-step";
import { PhoneStep } from "../components/phone-step";
import { hashOf, type JoinStep, joinStepOf } from "../guest-address";
import { navigate, sentToState, useLocation } from "../navigation";
import { LoadFailed } from "./load-failed";

export const JOIN_FAILED = msg("Sorry, we could not add you to the waitlist. Please try again.");
export const JOIN_NOT_SENT = msg(
  "Not sent: we could not reach the restaurant. Check your connection and press GET A TICKET again; you will not be added twice.",
);

interface JoinPageProps {
  companySlug: string;
  storeSlug: string;
}

/**
 * Remote join (/join/{company}/{store}): the kiosk's steps, rules and texts (party size and seating, name, phone —
 * required here). A new place opens its status page at once (the link is texted too); a phone already waiting gets
 * only "We texted you a link": that party's link goes by text to its phone, never to whoever typed the number. The
 * step lives in the hash so the phone's back button goes back a step.
 */
export function JoinPage({ companySlug, storeSlug }: JoinPageProps) {
  const location = useLocation();
  const [info, setInfo] = useState<GuestJoinInfo | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [partySize, setPartySize] = useState(1);
  const [seating, setSeating] = useState<SeatingChoice>("first_available");
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [busy, setBusy] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The join's Idempotency-Key, kept across retries of the same join (packages/ui action-key.ts).
  const [joinKey] = useState(() => createActionKey());
  const { t, language } = useLanguage();
  useOfferedLanguages(info?.languages);

  useEffect(() => {
    const controller = new AbortController();
    setLoadError(null);
    guestApi()
      .guest.joinInfo.query({ companySlug, storeSlug }, { signal: controller.signal })
      .then(setInfo, (error: unknown) => {
        if (!controller.signal.aborted) setLoadError(error);
      });
    return () => controller.abort();
  }, [companySlug, storeSlug]);

  const storeName = info?.storeName ?? "";
  useEffect(() => {
    document.title = storeName ? t("Join the waitlist - {storeName}", { storeName }) : t("Join the waitlist");
  }, [storeName, t]);

  // A step opened before the earlier ones are done (a reload, a shared link) falls back to the first open one.
  const wanted = joinStepOf(location.hash);
  const step: JoinStep =
    wanted !== "party" && !canContinueParty(partySize)
      ? "party"
      : wanted === "phone" && !canContinueName(name)
        ? "name"
        : wanted;
  const goTo = (to: JoinStep) => navigate(`${location.pathname}${hashOf(to)}`, { state: { step: to } });
  /** BACK: the browser's own back when this page pushed the step, else straight to the step before. */
  const goBack = (to: JoinStep) => {
    const state: unknown = window.history.state;
    if (typeof state === "object" && state !== null && "step" in state) window.history.back();
    else navigate(`${location.pathname}${hashOf(to)}`, { replace: true });
  };

  if (loadError) return <LoadFailed error={loadError} />;
  if (!info) return <Spinner fullScreen label={msg("Loading the waitlist")} />;
  if (!info.open && info.closedMessage === null) {
    // Outside the store's opening hours (docs/product.md#opening-hours): when it opens, in the guest's language.
    const closed = closedNowWords(info.hours.nextOpening, language);
    return (
      <GuestFrame storeName={storeName} subtitle={msg("Waitlist")}>
        <Stack gap="md" pt="lg">
          <Title order={1} fz={26}>
            {t(closed.message, closed.values)}
          </Title>
          <Text>{t("Please join the waitlist when we are open.")}</Text>
        </Stack>
      </GuestFrame>
    );
  }
  if (!info.open) {
    return (
      <GuestFrame storeName={storeName} subtitle={msg("Waitlist")}>
        <Stack gap="md" pt="lg">
          <Title order={1} fz={26}>
            {t("Please wait to be seated!")}
          </Title>
          <Alert color="blue" title={t("You cannot join the waitlist from your phone right now")}>
            {info.closedMessage ? t(info.closedMessage) : null}
          </Alert>
        </Stack>
      </GuestFrame>
    );
  }

  const submit = async () => {
    if (busy || !isPhoneComplete(phone)) return;
    setBusy(true);
    setJoinError(null);
    const request = { companySlug, storeSlug, partySize, seating, name: name.trim(), phone, language };
    try {
      // A retry after no answer carries the same key: a join that reached the server is answered (without its
      // link, which went by text), never made twice.
      const joined = await guestApi().guest.join.mutate(request, {
        context: idempotencyContext(joinKey.keyFor(request)),
      });
      joinKey.done();
      // A new place: its own status page at once (no history entry back to the finished join). A phone already
      // waiting: no token, only the text to that phone.
      if (joined.token) navigate(statusPagePath(joined.token), { replace: true, state: sentToState(phone) });
      else {
        setSentTo(phone);
        setBusy(false);
      }
    } catch (error) {
      console.error("Join failed", error);
      setJoinError(t(wasNotAnswered(error) ? JOIN_NOT_SENT : (serverMessage(error) ?? JOIN_FAILED)));
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <GuestFrame storeName={storeName} subtitle={msg("Join the waitlist")}>
        <Stack gap="md" pt="lg">
          <Title order={1} fz={26}>
            {t(REMOTE_JOIN_SENT.title)}
          </Title>
          <Text>
            {t("We sent a text to {phone}.", { phone: formatPhone(sentTo) })} {t(REMOTE_JOIN_SENT.body)}
          </Text>
        </Stack>
      </GuestFrame>
    );
  }

  if (step === "party") {
    return (
      <GuestFrame
        storeName={storeName}
        subtitle={msg("Join the waitlist")}
        next={{ label: msg("NEXT"), onClick: () => goTo("name"), disabled: !canContinueParty(partySize) }}
      >
        <PartyStep
          info={info}
          partySize={partySize}
          seating={seating}
          onPartySize={(size) => setPartySize(Math.max(0, size))}
          onSeating={(choice) => setSeating((current) => toggleSeatingChoice(current, choice))}
        />
      </GuestFrame>
    );
  }
  if (step === "name") {
    const next = () => canContinueName(name) && goTo("phone");
    return (
      <GuestFrame
        storeName={storeName}
        subtitle={msg("Join the waitlist")}
        onBack={() => goBack("party")}
        next={{ label: msg("NEXT"), onClick: next, disabled: !canContinueName(name) }}
      >
        <NameStep name={name} onName={setName} onSubmit={next} />
      </GuestFrame>
    );
  }
  return (
    <GuestFrame
      storeName={storeName}
      subtitle={msg("Join the waitlist")}
      onBack={() => goBack("name")}
      next={{
        label: msg("GET A TICKET"),
        onClick: () => void submit(),
        disabled: !isPhoneComplete(phone) || busy,
        loading: busy,
      }}
    >
      <PhoneStep
        phone={phone}
        busy={busy}
        error={joinError}
        onDigit={(d) => setPhone((p) => typeDigit(p, d))}
        onClear={() => setPhone("")}
        onBackspace={() => setPhone((p) => p.slice(0, -1))}
      />
    </GuestFrame>
  );
}
