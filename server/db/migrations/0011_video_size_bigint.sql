-- A video may be several GB (UPLOAD_MAX_BYTES defaults to 5 GB): 32-bit sizes stopped at 2 GiB.
ALTER TABLE "organisation_videos" ALTER COLUMN "size" SET DATA TYPE bigint;
