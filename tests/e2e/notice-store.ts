import { join } from "node:path";
import {
  noticeSettings,
  startFakeSmsProvider,
  startMailCatcher,
  type FakeSmsProvider,
  type MailCatcher,
} from "../fixtures/notice-receivers";
import { ownServerDir, startOwnServer, type OwnServer } from "./own-server";

/** A store of a test file's own whose shopper notices reach a local SMTP server and a fake text provider. */
export interface NoticeStore {
  server: OwnServer;
  /** Its SQLite file, for what only a test may do. */
  database: string;
  mail: MailCatcher;
  sms: FakeSmsProvider;
  /** Stops the store, then both receivers. */
  stop(): Promise<void>;
}

/** Starts both receivers, then the store on `port` sending to them, `env` on top (orders unlimited). */
export async function startNoticeStore(
  port: number,
  name: string,
  env: Record<string, string> = {},
): Promise<NoticeStore> {
  const mail = await startMailCatcher();
  const sms = await startFakeSmsProvider();
  const dir = ownServerDir(name);
  const server = await startOwnServer(port, {
    dir,
    env: { ...noticeSettings(mail, sms), ORDER_RATE_LIMIT: "1000", ...env },
  });
  return {
    server,
    database: join(dir, "store.db"),
    mail,
    sms,
    async stop() {
      await server.stop();
      await mail.close();
      await sms.close();
    },
  };
}
