-- Profiles join only on proof (SECURITY.md): an e-mail typed on a booking (the public page verifies none) no longer
-- files a new phone under the profile that holds the e-mail. A new phone is a profile of its own, keeping the e-mail it
-- was given; two profiles of one guest become one only by a manager's merge (audited). The rule
-- (seatline_guest_profile) lives in packages/db/sql/functions, applied after the migrations on every migrate.
SELECT 1;
