/** The deploy's JSON objects in a bucket (its manifest and lock, the site's build record). */
import {
  GetObjectCommand,
  PutObjectCommand,
  type PutObjectCommandInput,
  type S3Client,
} from "@aws-sdk/client-s3";

/** The object parsed, with its ETag, or undefined where the bucket holds none under `key`. */
export async function readJson(s3: S3Client, bucket: string, key: string) {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return {
      value: JSON.parse((await object.Body?.transformToString()) ?? "null") as unknown,
      etag: object.ETag ?? "",
    };
  } catch (error) {
    if ((error as { name?: string }).name === "NoSuchKey") return undefined;
    throw error;
  }
}

/** Writes `value` as the object `key`, never cached unless `options` say otherwise (and with their condition). */
export const writeJson = (
  s3: S3Client,
  bucket: string,
  key: string,
  value: unknown,
  options: Partial<PutObjectCommandInput> = {},
) =>
  s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: `${JSON.stringify(value)}\n`,
      ContentType: "application/json",
      CacheControl: "no-store",
      ...options,
    }),
  );

/** Whether S3 refused a conditional request because its condition did not hold. */
export const conditionFailed = (error: unknown): boolean => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    name === "PreconditionFailed" ||
    name === "ConditionalRequestConflict" ||
    $metadata?.httpStatusCode === 412 ||
    $metadata?.httpStatusCode === 409
  );
};
