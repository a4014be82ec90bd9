import type { PageTranslation } from '@satsino/contract/content';

export const privacyPolicy: PageTranslation = {
  title: 'Política de privacidade',
  description:
    'Quais dados pessoais a Satsino coleta, por quê, com quem os compartilha, por quanto tempo os guarda e quais são os seus direitos sobre eles.',
  body: `# Política de privacidade

Esta política explica como a Satsino trata seus dados pessoais quando você visita o site, abre uma conta e joga. Coletamos apenas o necessário para operar um cassino seguro e dentro da lei, e nunca vendemos seus dados.

## Dados que coletamos

- **Dados da conta:** apelido, endereço de e-mail, senha (armazenada apenas como hash irreversível), moeda da conta e idioma preferido.
- **Dados de perfil e de verificação:** nome, data de nascimento, endereço e, quando a verificação é exigida, cópias de documentos de identidade e comprovantes de residência ou da origem dos recursos.
- **Dados de transações:** depósitos, saques, endereços de carteira, IDs de transações na blockchain, bônus e cada aposta com o respectivo resultado.
- **Dados técnicos:** o endereço IP, o dispositivo e o navegador de cada login, além de uma localização aproximada (país) obtida a partir deles. Esses dados formam a lista de sessões que você vê nas configurações da conta.
- **Dados de atendimento:** suas conversas com o Atendimento ao cliente.

## Por que usamos esses dados

- Para prestar o serviço: manter sua conta, creditar depósitos, pagar saques e liquidar os jogos.
- Para cumprir obrigações legais: verificação de idade e de identidade, monitoramento para prevenção à lavagem de dinheiro, guarda de registros e jogo responsável.
- Para manter o site seguro: detectar fraudes, invasões de conta e abuso de bônus.
- Para manter contato: mensagens de serviço, como verificação de e-mail e redefinição de senha; marketing somente se você tiver consentido, e nunca durante uma autoexclusão.

## Com quem compartilhamos

Compartilhamos dados somente quando necessário para essas finalidades: com prestadores de serviços de pagamento e de blockchain que processam seus depósitos e saques, prestadores de verificação de identidade, provedores de jogos (um ID de jogador pseudonimizado, nunca seus dados de contato), nossos provedores de hospedagem e de e-mail, e autoridades, quando a lei exigir. Todos os prestadores são obrigados por contrato a proteger seus dados e a usá-los somente conforme nossas instruções.

## Por quanto tempo guardamos

Os registros de conta, de transações e de verificação são guardados por cinco anos após o encerramento da sua conta, como exige a legislação de prevenção à lavagem de dinheiro. Os registros de sessão são guardados por 12 meses, e as conversas com o atendimento, por dois anos. Os dados de que não precisamos mais são excluídos ou anonimizados.

## Como protegemos

O tráfego é criptografado, as senhas passam por hash com um algoritmo moderno de uso intensivo de memória, os tokens de login são armazenados apenas como hashes e, dentro da nossa equipe, o acesso a dados pessoais é restrito a quem precisa deles. Você pode ver todos os dispositivos conectados à sua conta e desconectar qualquer um deles.

## Cookies

Usamos poucos cookies, apenas os necessários para o funcionamento do site: \`token\` mantém você conectado (por 365 dias se você escolher “Lembrar de mim”; caso contrário, até fechar o navegador) e \`i18n_redirected\` memoriza seu idioma por 365 dias. Sua escolha de tema fica salva no armazenamento do navegador. Não usamos cookies de publicidade.

## Seus direitos

Você pode solicitar uma cópia dos seus dados, pedir a correção de dados incorretos, se opor ao marketing e pedir a exclusão dos seus dados ou a restrição do seu tratamento, quando a lei permitir — os registros que precisamos manter para fins de prevenção à lavagem de dinheiro não podem ser excluídos antes do fim do prazo. Fale com o Atendimento ao cliente com o assunto “Solicitação de privacidade”; respondemos em até 30 dias. Você também tem o direito de apresentar uma reclamação à autoridade de proteção de dados.

## Alterações

Publicaremos qualquer alteração desta política nesta página e, se ela for relevante, avisaremos você por e-mail ou no seu próximo login.
`,
};
