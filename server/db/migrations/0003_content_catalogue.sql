-- The content-item catalogue (spec §3): the 'Features' category switches capabilities on for an
-- organisation; the three carousels hold the app's content. Reference data, so it ships in a
-- migration and exists in every database, production included.
INSERT INTO "content_items" ("category", "name", "code", "position") VALUES
  ('Features', 'Videos', 'VideoContent', 1),
  ('Features', 'Questionnaires', 'Questionnaires', 2),
  ('Features', 'Quizzes', 'xplr-fea-quiz', 3),
  ('Features', 'Missions', 'xplr-fea-misn', 4),
  ('Features', 'Reporting', 'xplr-fea-repo', 5),
  ('Games Carousel', 'Space Explorer', 'game-space-explorer', 1),
  ('Games Carousel', 'Bubble Breathing', 'game-bubble-breathing', 2),
  ('Games Carousel', 'Memory Match', 'game-memory-match', 3),
  ('Environments Carousel', 'Underwater Reef', 'env-underwater-reef', 1),
  ('Environments Carousel', 'Forest Walk', 'env-forest-walk', 2),
  ('Environments Carousel', 'Night Sky', 'env-night-sky', 3),
  ('Experiences Carousel', 'Meet the MRI Scanner', 'exp-mri-scanner', 1),
  ('Experiences Carousel', 'Your Ward Tour', 'exp-ward-tour', 2),
  ('Experiences Carousel', 'Theatre Day', 'exp-theatre-day', 3);
--> statement-breakpoint
-- Organisations that already exist keep the features they had.
INSERT INTO "organisation_content_items" ("organisation_id", "content_item_id")
SELECT o."id", c."id"
FROM "organisations" o
JOIN "content_items" c ON c."category" = 'Features' AND o."features" ? c."code";
