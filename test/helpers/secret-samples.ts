/**
 * The secrets table: real-shaped samples of every kind teamdoc recognises (made up, never issued), each
 * in the words it is usually found in, and near-misses that look alike but are not secrets. The unit
 * table (test/secrets/) and the story through every writing path (test/secrets/story.test.ts) share it.
 */

export interface SecretSample {
  kind: string;
  /** The text as a message would carry it. */
  text: string;
  /** What must never be stored: `text` with this replaced by `[redacted:<kind>]` is the redaction, unless `redacted` says otherwise. */
  secret: string;
  /** The redaction, where the text holds another secret too. */
  redacted?: string;
}

const plain = (kind: string, ...secrets: string[]): SecretSample[] => secrets.map((secret) => ({ kind, text: secret, secret }));
const inContext = (kind: string, ...pairs: Array<[text: string, secret: string]>): SecretSample[] => pairs.map(([text, secret]) => ({ kind, text, secret }));

const AWS_SECRET = [
  'eDnWw+b6KN23TcbcqeKvZCngh+8Gn8norA9GUUXS',
  'D+/s0JrWJiufla/kzw/9bLzQldNatJkBbmJliMRn',
  'dQyvgqizEdvPUeAILDy2gH8Yqy5V+jlzpplwIvfI',
] as const;
const AWS_SESSION =
  'IQoJb3JpZ2luX2VjEGi2HwXAtHjMGAviO5Eho0Zq+YldPQ1eQG1nWIFoHaFNYrCWXwQFL1RiQYLLtmDpiTBbqGJ5d4TrizMRIB1VzxplYYjK7Pg/P0OwVlmTNzshVTVcJZKKLVoL6iKuogKR81EsKOwDQvGGEBK85DnFeGjIR0LkqwSdJwzuUAZXao0iyTTTRNufKJD7cb1LyxVLnoRG1Mn4g8n5oHJyCndBQlr5fs1ZsS9fHnLG5hiWIreJvCFABL5XN5Ak/zsshoYOtcPdBp+QpwrzBE2L70P6DxV3EE5MlBlCKezMkjHR8OcT/==';
const AZURE_ACCOUNT_KEY = '41NiBi0fbPv+uWdQWHunroR6Ew+vksPGYGaoMcf/0n83N/AJG8nO0jZvLXZQQamAwOL+azcflWx9/V6+pkZjJQ==';
const AZURE_BUS_KEY = '9oWTRbcip6rI9+9MNO+TDi4CX1G1JPUFQVOo17hGRTi=';
const SAS_SIG = 'Dd4hO3xMcNCbgAjqpYNzXpPhcCgkR5luLtakvDXP%2BCBSaWt%3D';
const SAS_SIG_2 = 'q8Wk2nR0vYf5LmZtX3cJ9bPaH1sDgE7uKoNwQ4yTiV6%3D';

const RSA_PEM = [
  '-----BEGIN RSA PRIVATE KEY-----',
  'MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun',
  'VTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK',
  'LxoS2tFczGkPLPgizskuemMghRniWaoLcyehkd3qqGElvW/VDL5AaWTg0nLVkjRo',
  '-----END RSA PRIVATE KEY-----',
].join('\n');
const PKCS8_PEM = [
  '-----BEGIN PRIVATE KEY-----',
  'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj',
  'MzEfYyjiWA4R4/M2bS1GB4t7NXp98C3SC6dVMvDuictGeurT8jNbvJZHtCSuYEvu',
  '-----END PRIVATE KEY-----',
].join('\n');
const ENCRYPTED_PEM = [
  '-----BEGIN ENCRYPTED PRIVATE KEY-----',
  'MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQIxJbDf0yZJ5ECAggA',
  '-----END ENCRYPTED PRIVATE KEY-----',
].join('\n');
const EC_PEM = [
  '-----BEGIN EC PRIVATE KEY-----',
  'Proc-Type: 4,ENCRYPTED',
  'DEK-Info: AES-128-CBC,2E65189A3C1A7C4A',
  '',
  'MHcCAQEEIBkg4LVWM9nuwNSk3yByxZpYRTBnVJk5lKFT8FUzUDMWoAoGCCqGSM49',
  '-----END EC PRIVATE KEY-----',
].join('\n');
const OPENSSH = [
  '-----BEGIN OPENSSH PRIVATE KEY-----',
  'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
  'QyNTUxOQAAACBqZ2V0LXRoaXMtaXMtbm90LWEtcmVhbC1rZXktYXQtYWxsAAAAkHRlYW1k',
  '-----END OPENSSH PRIVATE KEY-----',
].join('\n');
const PGP = [
  '-----BEGIN PGP PRIVATE KEY BLOCK-----',
  '',
  'lQOYBGVxYWQBCADGm3bq0ZRw8qJvZ2hR5mN1kXo7sPjW4fT9yEaLbCuDiVgHnKrMxS',
  'yQ2zP8vT6wN3eR5uJ1oB7cA9dF4gH2iK0lM6nO8pQ3rS5tU7vW9xY1zA3bC5dE7f',
  '=Xk2P',
  '-----END PGP PRIVATE KEY BLOCK-----',
].join('\n');
const SSH2 = [
  '---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----',
  'Comment: "rsa-key-20261130"',
  'P2/56wAAAi4AAAA3aWYtbW9kbntzaWdue3JzYS1wa2NzMS1zaGExfSxlbmNyeXB0e3JzYS',
  '---- END SSH2 ENCRYPTED PRIVATE KEY ----',
].join('\n');
const PUTTY = [
  'PuTTY-User-Key-File-3: ssh-ed25519',
  'Encryption: none',
  'Comment: eddsa-key-20261130',
  'Public-Lines: 2',
  'AAAAC3NzaC1lZDI1NTE5AAAAIDx8kYcYq3nF0aQpK2rT9wVbE6mH1sJ4uL7oP5iN3gZd',
  'Private-Lines: 1',
  'AAAAIGp3bXoyc2ZrZ2VuZXJhdGVkLW5vdC1hLXJlYWwta2V5LWF0LWFsbA==',
  'Private-MAC: 5b1a3c9e0d7f2468ace13579bdf02468ace13579bdf02468ace13579bdf02468',
].join('\n');
/** A service-account key as Google hands it out: the PEM inside JSON, its newlines escaped. */
const SERVICE_ACCOUNT = '-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDK3x\\n-----END PRIVATE KEY-----\\n';

export const SECRET_SAMPLES: readonly SecretSample[] = [
  ...plain('huggingface-token', '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', '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'),
  ...plain(
    'openai-key',
    'sk-proj-9XdkyHTUXNoGEQUVwdW3edC2fXAnCwjJe3J_Sg6VARK689Ev7UxyCaIRwEbfFoUtdPJpD9-TH4u5LfJQ4BKGdadqI1rEz38hHf13lZzSVXuctdej1zWmTyNI-pBYFj0TPkQslNNx3UwdA-4-whR6EPmCaUUJ',
    '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',
    'sk-svcacct-gnNScP_UNvr9CrG_f2UK0KXPsqHeW02HR0W_XZxvAGoIgTNrNBdNfbvzuzLyxNcnU_z5maqY-L7TX1dJct-Un2ZVjqShDn2khbFd',
  ),
  ...plain(
    'anthropic-key',
    'sk-ant-api03-odD8A6R2OEYlRhUsMp-rJbzDp93RZORW-RyUiDRXIq4JGR1np_wUtJWQNVTQ6jwZAPUSsLRQYfQjmGu-lNv4DKiDyzJpBAA',
    'sk-ant-admin01-x9N6q9Y47XUIzE-RTZNrdjLXL9t1OwH20gsg5oNFuApW-NlysDWGUyqAnEHe4n-xh3Mc_XTZkj6ZbV1sdQjJNCM0JYkfKAA',
  ),
  ...plain(
    'github-token',
    'ghp_P9xSswfPh0chZjeMjiY9GIklJ053wo1zbQjs',
    'gho_DKDSuWk0qWasBWWBnk9b7NwwsgNFxAwucKtI',
    'ghu_3HNJ5atN3Jui71d6up7IQYT5n4hf99eNlVB0',
    'ghs_RvrXcBo6xuvdO94uQSE5n3oNe0gQEF5Z7kGm',
    'ghr_R5DIXyTvm26RiLRkHETCjhmPAnlqNeuE7RCH',
    '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',
  ),
  ...plain('gitlab-token', 'glpat-ZMAl4lwLiuZdQbtnkbIV', 'gldt-HMTpv4m30VJUnnPJDPG9', 'glpat-9RapkZauD4_YXilu5v5NMEgazO_.01.z9ulie0if'),
  ...plain(
    'slack-token',
    'xoxb-9560574514550-1563430623903-sgdYRPUTjbYxI2fxnl9BNhf2',
    'xoxp-185722275612-247100700835-0428661510710-fd9ffd7fc460ea57f8264505fd7dd55b',
    'xapp-1-A95UL2LB8GP-9469475761901-3146103dce0ec15b16c388c6c6a7356fe653124dcb3cfd1748fe3a9067d421c0',
  ),
  ...inContext(
    'slack-webhook',
    [
      'https://hooks.slack.com/services/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',
      'hooks.slack.com/services/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',
    ],
    [
      'https://hooks.slack.com/workflows/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',
      'hooks.slack.com/workflows/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',
    ],
  ),
  ...plain('npm-token', 'npm_aK3WMGZOThDDYlxEVNMPZVhtI0i0GBUTzAFK', 'npm_xuxDTtP5VNwN4HaD8lKPrCbwIGUiAPIY8xZk'),
  ...plain(
    'pypi-token',
    'pypi-AgEIcHlwaS5vcmcsOl3CrMJ0alC2_GnBW9J4TCnPku5p39er8_2XCED7M0HpZXReAkbHlvDnf9DJcIa',
    'pypi-AgENdGVzdC5weXBpLm9yZw2UybROfdS16_c63GXtd4VY0qURqbVBhHMCnJubPgirGWcj0UGmCG7j2UvPXg_e3LobTmTN',
  ),
  ...plain(
    'stripe-key',
    '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',
    'rk_test_51422dlZsgTmJLWqGUQtR7jMmQ6woKpxdATHYgcQ3hjFGEqKu6FGYZq2oH1qpgY7e7Qn7Hl3IuwvBayiLMcFx3mC6r0ziiKEXSD',
    'whsec_lOLSlS8utPgh9gIZ9TsNEJhwR1gGb0lV',
  ),
  ...plain('google-api-key', 'AIzaQSLKAzu3Nos1xwX6Yq9sbOdrgVAMZ4vHMjL', 'AIzanaMumMo_XNsIjNJx5wbQmEy_rUtg9GpCXup'),
  ...plain(
    'google-oauth',
    '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',
    'ya29.a0CD4tJlSgbP_iWqlHHS7oNvoLN4tdJnui271weaABHZKWHgwcfN9ksqiQVGQJYXoKB2LREV9tYgwjqrjbea0TiSrANKtlQnMxGzve4X8AZ8KbUsMtfFQjfzSP-xFJC2GMyIJ3GRGug7RyJYzGg1U2Gy',
  ),
  ...plain('databricks-token', 'dapid7caf17d32f256098a20671f3aab8e4a', 'dapi47c22ebb757c07b6dec34b746c55b734-2'),
  ...plain('replicate-token', 'r8_SFqEgdxhm7J6HsdM7V6mmnrc93cXk9xx1UdSH', 'r8_eWVOEC0PJTqEYrJO4ZMgbPNATkAuBeB0ZJLBI'),
  ...plain('groq-key', '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', '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'),
  ...plain('docker-token', 'dckr_pat_uFpmDQiNG2jn5HfpQsxZPK-QlnL', 'dckr_pat_TcP7pRF4ChrKAP-jNWnvZ1mjAJO'),
  ...plain('aws-access-key', 'AKIAS66V2KOPVRBX3KNG', 'ASIAKGNQQOAJS4F5YNCS'),
  ...inContext('aws-secret-key', [`aws_secret_access_key = ${AWS_SECRET[0]}`, AWS_SECRET[0]], [`export AWS_SECRET_ACCESS_KEY=${AWS_SECRET[2]}`, AWS_SECRET[2]]),
  // What `aws sts get-session-credentials` prints: every credential in it goes.
  {
    kind: 'aws-secret-key',
    text: `{ "Credentials": { "AccessKeyId": "ASIAKGNQQOAJS4F5YNCT", "SecretAccessKey": "${AWS_SECRET[1]}", "SessionToken": "${AWS_SESSION}" } }`,
    secret: AWS_SECRET[1],
    redacted:
      '{ "Credentials": { "AccessKeyId": "[redacted:aws-access-key]", "SecretAccessKey": "[redacted:aws-secret-key]", "SessionToken": "[redacted:aws-session-token]" } }',
  },
  ...inContext(
    'aws-session-token',
    [`"SessionToken": "${AWS_SESSION}"`, AWS_SESSION],
    [
      `aws_session_token = FwoGZXIvYXdzEFFQS62XQZu0DLSuudPRDhK3oEivz5htBI2SQpPzPaF28PaMDQMdi5koRoJ2tWAKAg5au7zh4gOs00h20F65Mq`,
      'FwoGZXIvYXdzEFFQS62XQZu0DLSuudPRDhK3oEivz5htBI2SQpPzPaF28PaMDQMdi5koRoJ2tWAKAg5au7zh4gOs00h20F65Mq',
    ],
  ),
  ...inContext(
    'azure-key',
    [`DefaultEndpointsProtocol=https;AccountName=mlcheckpoints;AccountKey=${AZURE_ACCOUNT_KEY};EndpointSuffix=core.windows.net`, AZURE_ACCOUNT_KEY],
    [`Endpoint=sb://ml-events.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${AZURE_BUS_KEY}`, AZURE_BUS_KEY],
  ),
  ...inContext(
    'azure-sas',
    [`https://mlcheckpoints.blob.core.windows.net/runs/42.pt?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T00:00:00Z&spr=https&sig=${SAS_SIG}`, SAS_SIG],
    [`BlobEndpoint=https://mlcheckpoints.blob.core.windows.net/;SharedAccessSignature=sv=2022-11-02&ss=b&sp=r&sig=${SAS_SIG_2}`, SAS_SIG_2],
  ),
  ...inContext(
    'private-key',
    [RSA_PEM, RSA_PEM],
    [PKCS8_PEM, PKCS8_PEM],
    [ENCRYPTED_PEM, ENCRYPTED_PEM],
    [EC_PEM, EC_PEM],
    [OPENSSH, OPENSSH],
    [PGP, PGP],
    [SSH2, SSH2],
    [PUTTY, PUTTY],
    [
      `{"type": "service_account", "private_key": "${SERVICE_ACCOUNT}", "client_email": "trainer@ml.iam.gserviceaccount.com"}`,
      SERVICE_ACCOUNT.replace(/\\n$/, ''),
    ],
  ),
  ...plain(
    'jwt',
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6InJ1bi00MiIsImlhdCI6MTc2NzIyNTYwMH0.M3bzc7IiYUeLB_bkB8Of5bK0KnnHqGuyI80dkgdljSb',
    'eyJhbGciOiJSUzI1NiIsImtpZCI6ImsxIn0.eyJpc3MiOiJodHRwczovL2F1dGguZXhhbXBsZS5jb20iLCJhdWQiOiJtbCIsImV4cCI6MTc2NzIyNTYwMH0.2E2mNubsNnc-Ydw3FyWdfA5_RShg5ofbz2XZYWNzFafkEkFCGV3-FubrcJGppb4MLUUhNgI9BVC11db-fymiEELM6mKknbdhNyMkkVZWvWMH',
  ),
  ...inContext(
    'url-password',
    ['https://ada:Tr4in-Run-42!@registry.example.com/v2/', 'Tr4in-Run-42!'],
    ['postgres://mlflow:hunter2-but-longer@db.internal:5432/mlflow', 'hunter2-but-longer'],
    ['redis://:p4ssw0rd-queue@10.0.0.7:6379/0', 'p4ssw0rd-queue'],
  ),
  ...inContext(
    'bearer-token',
    ['curl -H "Authorization: Bearer 7f3kQ9zL2mN8pR4sT6vW1xY5aB0cD3eF" https://api.example.com/runs', '7f3kQ9zL2mN8pR4sT6vW1xY5aB0cD3eF'],
    ['Authorization: bearer Zm9vYmFyYmF6cXV4LXRlYW1kb2MtdGVzdA==', 'Zm9vYmFyYmF6cXV4LXRlYW1kb2MtdGVzdA=='],
  ),
  ...inContext(
    'basic-auth',
    ['Authorization: Basic YWRhOlRyNGluLVJ1bi00MiE=', 'YWRhOlRyNGluLVJ1bi00MiE='],
    ['curl -H "authorization: basic bWxmbG93Omh1bnRlcjItYnV0LWxvbmdlcg=="', 'bWxmbG93Omh1bnRlcjItYnV0LWxvbmdlcg=='],
  ),
  ...inContext(
    'claude-socket',
    ['/run/user/1000/cc-socks/48211.sock', '/run/user/1000/cc-socks/48211.sock'],
    ['listening on /tmp/cc-socks-1000/4103.sock now', '/tmp/cc-socks-1000/4103.sock'],
  ),
  ...inContext(
    'peer-token',
    ['export CLAUDE_CODE_MESSAGING_TOKEN=s3cr3t-peer-token', 's3cr3t-peer-token'],
    ['{"type":"auth","peerToken":"c29tZS1wZWVyLXRva2VuLTQy"}', 'c29tZS1wZWVyLXRva2VuLTQy'],
  ),
  ...inContext(
    'assigned-secret',
    ['WANDB_API_KEY=115658db5a83a0f33b0287e55a0cea59d8664974', '115658db5a83a0f33b0287e55a0cea59d8664974'],
    ['export COMET_API_KEY="q7Zx2Lm9Wp4Rt8Ks1Vb6Nc3Hd"', 'q7Zx2Lm9Wp4Rt8Ks1Vb6Nc3Hd'],
    ['NEPTUNE_API_TOKEN: 3f9a1c7e5b2d8f4a6c0e1b3d5f7a9c2e', '3f9a1c7e5b2d8f4a6c0e1b3d5f7a9c2e'],
  ),
  ...inContext(
    'assigned-password',
    ['PGPASSWORD=correct-horse-battery-staple psql -h db.internal', 'correct-horse-battery-staple'],
    ['  "password": "Tr0ub4dor&3",', 'Tr0ub4dor&3'],
  ),
];

/** Text that looks like a secret to a careless pattern and must be stored exactly as written. */
export const NEAR_MISSES: readonly string[] = [
  // commit ids, full (SHA-1 and SHA-256) and short; ULIDs; UUIDs; digests
  '1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d',
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'commit 9f8e7d6 fixed the loader',
  '01M8P4P47DWNRYMRF11AVTNKP3',
  '01JDKZ4X8Q3V7N2M5R9T1W6Y0B',
  '8911568d-28ee-4322-8293-23a1e9ea2c7e',
  'session 20e50ccf-3094-4500-97bf-1c3e57794c35',
  'sha256:9b2a7c4e1f0d3b5a8c6e2f1d0b9a7c5e3f1d9b7a5c3e1f0d2b4a6c8e0f1d3b5a',
  'md5 d41d8cd98f00b204e9800998ecf8427e',
  // base64 of ordinary text
  'VGhlIHRyYWluaW5nIHJ1biBmaW5pc2hlZCBhdCBzdGVwIDEyMDAwIHdpdGggbG9zcyAxLjkyOyBzZWUgcmVzdWx0cy9ydW4tNDIuanNvbi4=',
  'eyJzdGVwIjogMTIwMDAsICJsb3NzIjogMS45Mn0=',
  // sk- and other prefixes in ordinary words
  'pip install scikit-learn  # sk-learn for short',
  'the sk-learn-compatible-estimator-wrapper works',
  'task-scheduler and risk-adjusted-return-calculations',
  'hf_hub_download and hf_transfer are installed',
  'ghp_ and github_pat_ are GitHub prefixes',
  'AKIA is how an access key id starts',
  'Bearer of news',
  // URLs without a password, ssh remotes, e-mail addresses
  'https://github.com/acme/trainer.git',
  'https://ada@registry.example.com/v2/',
  'http://localhost:8080/metrics',
  'https://[::1]:8080/healthz',
  'git@github.com:acme/trainer.git',
  'ssh://git@gitlab.example.com:2222/acme/trainer.git',
  'ada.lovelace@example.com',
  'mailto:ops@example.org',
  // variables named, not given; tokens that are model vocabulary; test output
  'HF_TOKEN=$HF_TOKEN python train.py',
  'export WANDB_API_KEY="${WANDB_API_KEY}"',
  'EOS_TOKEN = "</s>"',
  'UNK_TOKEN = "unknown_token"',
  'MAX_NEW_TOKENS=512',
  'password = request.form["password"]',
  'password: ${DB_PASSWORD}',
  '--- PASS: TestLoader (0.00s)',
  'wandb: View run at https://wandb.ai/acme/trainer/runs/3x7k9q2p',
  '/home/ada/.cache/huggingface/hub/models--gpt2/snapshots/607a30d783dfa663caf39e06633721c8d4cfcd7e',
];
